import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Post, PostCreate } from '@transferdesk/shared';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export const postKeys = {
  all: queryRoots.posts,
  list: [...queryRoots.posts, 'list'] as const,
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
    mutationFn: ({ id, title, content }: { id: string | undefined } & PostCreate) =>
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
