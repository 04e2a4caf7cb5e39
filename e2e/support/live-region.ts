import type { Page } from 'playwright-core';

interface AXValue {
  type: string;
  value?: unknown;
}
interface AXNode {
  nodeId: string;
  role?: AXValue;
  name?: AXValue;
  properties?: { name: string; value: AXValue }[];
  childIds?: string[];
}

/**
 * What the app's polite announcer (apps/web/src/ui/announcer) holds now, read from Chromium's accessibility
 * tree — what a screen reader reads. The region sits in a closed shadow root, out of reach of DOM queries.
 */
export async function announced(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const byId = new Map(nodes.map((n) => [n.nodeId, n]));
    const prop = (n: AXNode, name: string) => n.properties?.find((p) => p.name === name)?.value.value;
    const region = nodes.find(
      (n) => n.role?.value === 'status' && prop(n, 'live') === 'polite' && prop(n, 'atomic') === true,
    );
    if (!region) return '';
    const texts: string[] = [];
    const walk = (n: AXNode | undefined) => {
      if (!n) return;
      if (n.role?.value === 'StaticText') texts.push(String(n.name?.value ?? ''));
      for (const id of n.childIds ?? []) walk(byId.get(id));
    };
    walk(region);
    return texts.join(' ');
  } finally {
    await cdp.detach();
  }
}
