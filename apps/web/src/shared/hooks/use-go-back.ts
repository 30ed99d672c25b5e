import { useLocation, useNavigate } from 'react-router';

/**
 * Goes back one step in the history; a page opened directly (the visit's first entry, which
 * React Router keys "default") has nowhere to go back to, so it goes to `fallbackPath` instead.
 */
export function useGoBack(fallbackPath: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key === 'default') void navigate(fallbackPath);
    else void navigate(-1);
  };
}
