import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export interface Post {
  id: string;
  title: string;
  /** HTML, sanitised by the server to the editor's elements. */
  content: string;
  authorId: string | null;
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
  /** Whether the signed-in user may edit and delete it (ADR 005: its author or a Superadmin). */
  canEdit: boolean;
}

export const POST_SORTS = ['createdAt', 'title'] as const;
export type PostSortProperty = (typeof POST_SORTS)[number];

export const postKeys = {
  all: ['posts'] as const,
  list: ['posts', 'list'] as const,
  detail: (id: string) => [...postKeys.all, 'detail', id] as const,
};

export const POSTS_RESOURCE = { path: '/api/posts', queryKey: postKeys.list };

export function usePost(id: string | undefined) {
  return useQuery({
    queryKey: postKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Post>(`/api/posts/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title, content }: { id: string | undefined; title: string; content: string }) =>
      id
        ? http.patch<Post>(`/api/posts/${id}`, { title, content })
        : http.post<Post>('/api/posts', { title, content }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/posts/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: postKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: postKeys.list });
    },
  });
}
