// A route action called from a step of a browser-side flow (the card payment): a fetcher posts
// the form to the page's action, and the promise resolves with the action's answer once it is
// in, so the flow can go on to its next step. The post is an ordinary form post to the route.
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';

export function useActionCall<T>(): {
  call: (form: Record<string, string>) => Promise<T | undefined>;
  busy: boolean;
} {
  const fetcher = useFetcher<T>();
  const waiting = useRef<((answer: T | undefined) => void) | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !waiting.current) return;
    const resolve = waiting.current;
    waiting.current = null;
    resolve(fetcher.data as T | undefined);
  }, [fetcher.state, fetcher.data]);
  return {
    call: (form) =>
      new Promise<T | undefined>((resolve) => {
        waiting.current = resolve;
        void fetcher.submit(form, { method: 'post' });
      }),
    busy: fetcher.state !== 'idle',
  };
}
