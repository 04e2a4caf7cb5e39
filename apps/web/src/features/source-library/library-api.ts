import type { SourceKind, SourceReply } from '@podloom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiConfig } from '../../api/api-config';
import { graphql } from '../../api/gql';
import { graphqlRequest } from '../../api/graphql';
import { restRequest } from '../../api/rest';

export const LIBRARY_PAGE_SIZE = 10;

const SOURCES = graphql(`query LibrarySources($page: Int!, $pageSize: Int!) {
  sources(page: $page, pageSize: $pageSize) {
    items { id title kind url fileName words createdAt }
    pageInfo { currentPage totalPages totalItems hasNextPage hasPreviousPage }
  }
}`);
const SOURCE_TEXT = graphql(`query LibrarySourceText($id: Int!) { source(id: $id) { id title text words } }`);
const RENAME_SOURCE = graphql(`mutation RenameLibrarySource($id: Int!, $title: String!) {
  renameSource(id: $id, title: $title) { id title }
}`);
const DELETE_SOURCE = graphql(`mutation DeleteLibrarySource($id: Int!) { deleteSource(id: $id) { id success } }`);

/** Every query of the library starts with this key: a change to the library refreshes them all. */
export const LIBRARY_KEY = ['source-library'] as const;

export function useLibraryPage(page: number, pageSize = LIBRARY_PAGE_SIZE, enabled = true) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'page', page, pageSize],
    queryFn: async () => (await graphqlRequest(SOURCES, { page, pageSize })).sources,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export type LibrarySource = NonNullable<ReturnType<typeof useLibraryPage>['data']>['items'][number];

export function useSourceText(id: number | null) {
  return useQuery({
    queryKey: [...LIBRARY_KEY, 'text', id],
    queryFn: async () => (await graphqlRequest(SOURCE_TEXT, { id: id as number })).source,
    enabled: id !== null,
  });
}

export function useRenameSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; title: string }) =>
      (await graphqlRequest(RENAME_SOURCE, input)).renameSource,
    onSuccess: () => client.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });
}

export function useDeleteSource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await graphqlRequest(DELETE_SOURCE, { id })).deleteSource,
    onSuccess: () => client.invalidateQueries({ queryKey: LIBRARY_KEY }),
  });
}

/** What POST /generate/sources takes: pasted text, a web address, or one file (.txt .md .pdf .docx .epub .html). */
export type SourceRequest = { text: string } | { url: string } | { file: File };

/** A source the server has just extracted and kept in the library. */
export interface AddedSource {
  id: number;
  title: string;
  kind: SourceKind;
  words: number;
  text: string;
  characters: number;
  /** Where it came from, for people: the file's name, the web address, or "Pasted text". */
  label: string;
}

/** POST /generate/sources: the server extracts the text and keeps it; a refusal rejects with its sentence. */
export async function addSource(request: SourceRequest): Promise<AddedSource> {
  let body: FormData | { text: string } | { url: string };
  let label: string;
  if ('file' in request) {
    body = new FormData();
    body.append('file', request.file, request.file.name);
    label = request.file.name;
  } else if ('url' in request) {
    body = { url: request.url.trim() };
    label = request.url.trim();
  } else {
    body = { text: request.text };
    label = 'Pasted text';
  }
  const answer = await restRequest<SourceReply>('/generate/sources', {
    body,
    baseUrl: apiConfig().generationBaseUrl,
  });
  return { ...answer, label };
}

/** Adds a source and refreshes the library's lists. */
export function useAddSource(onAdded: (source: AddedSource) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addSource,
    onSuccess: (source) => {
      void client.invalidateQueries({ queryKey: LIBRARY_KEY });
      onAdded(source);
    },
  });
}
