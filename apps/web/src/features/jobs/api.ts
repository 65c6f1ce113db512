import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobList, JobName, JobRun, JobRunRequest } from '@transferdesk/shared';
import { http, request } from '../../lib/http.ts';

/** While a run is going, the page asks for the jobs this often (issue 30). */
export const JOB_POLL_MS = 2_000;

export const jobQueries = {
  all: ['jobs'] as const,
  /** `GET /core/api/jobs` (Superadmin): each job, its schedule and its last runs, newest first. */
  list: () =>
    queryOptions({
      queryKey: [...jobQueries.all, 'list'] as const,
      queryFn: ({ signal }) => http.get<JobList>('/api/jobs', undefined, signal),
    }),
};

const isGoing = (list: JobList | undefined) =>
  list?.data.some((job) => job.lastRuns.some((run) => run.outcome === 'running')) ?? false;

/** The jobs, asked for again every 2 s while any run is going (one started here, or by the schedule). */
export function useJobs() {
  return useQuery({
    ...jobQueries.list(),
    refetchInterval: (query) => (isGoing(query.state.data) ? JOB_POLL_MS : false),
  });
}

/** A run the list does not hold yet goes first in its job's runs (until the next read replaces it). */
function withRun(list: JobList, run: JobRun): JobList {
  return {
    ...list,
    data: list.data.map((job) =>
      job.name !== run.job || job.lastRuns.some((known) => known.id === run.id)
        ? job
        : { ...job, lastRuns: [run, ...job.lastRuns] },
    ),
  };
}

/**
 * `POST /core/api/jobs/{name}/run`: the API waits for the run a while and answers it finished
 * (200) or still going (202). Either way it shows in the list at once; one still going makes the
 * list follow it. A 503 says the job runner is not running on this server.
 */
export function useRunJob(name: JobName) {
  const queryClient = useQueryClient();
  const { queryKey } = jobQueries.list();
  return useMutation({
    mutationFn: (body: JobRunRequest) =>
      // Only now or not at all: a job run is never kept in the offline queue.
      request<JobRun>(`/api/jobs/${name}/run`, { method: 'POST', body, queueable: false }),
    onSuccess: (run) => {
      const list = queryClient.getQueryData(queryKey);
      if (list) queryClient.setQueryData(queryKey, withRun(list, run));
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
