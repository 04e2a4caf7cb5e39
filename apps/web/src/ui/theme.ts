import type { ThemeConfig } from 'antd';

/** The primary gradient of the theme's buttons, for progress bars. */
export const PROGRESS_COLORS = { from: '#6d3df5', to: '#8b5cf6' };

/** antd follows the same tokens as styles/global.css so hand-written and antd screens look like one product. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: '#6d3df5',
    colorLink: '#6d3df5',
    // antd derives a lighter hover (#9669ff, 3.6:1 on white) for outlined buttons' text; hover goes darker.
    colorPrimaryHover: '#5b2fe0',
    colorLinkHover: '#5b2fe0',
    colorText: '#16122e',
    colorTextSecondary: '#5f5b7a',
    // antd's default grey (#8c8c8c, 3.4:1 on white) fails WCAG AA for the empty states' and hints' text.
    colorTextDescription: '#6b6785',
    // antd's red (#ff4d4f) is 3.2:1 on white: too faint for the messages under fields (WCAG 1.4.3 asks 4.5:1).
    colorError: '#cf1322',
    colorBorder: '#e6e3f3',
    colorBgLayout: '#f8f7fc',
    borderRadius: 10,
    borderRadiusLG: 14,
    controlHeight: 40,
    fontFamily:
      "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Button: { fontWeight: 600 },
  },
};
