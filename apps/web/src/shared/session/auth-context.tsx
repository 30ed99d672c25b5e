import type { LoginBodySchema, RegisterBodySchema, User } from '@riftscope/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { z } from 'zod/mini';
import { ApiError, call } from '../../lib/api-client.ts';
import { readToken, writeToken } from '../../lib/auth-token.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { FAVORITES_KEY } from '../favorites/favorites-key.ts';

export type LoginInput = z.input<typeof LoginBodySchema>;
export type RegisterInput = z.input<typeof RegisterBodySchema>;
export type AuthDialog = 'login' | 'register' | null;

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  /** The last sign-in or registration failure. */
  error: ApiError | null;
  /** Signs in and resolves with the user, whose language the interface then switches to. */
  login(input: LoginInput): Promise<User>;
  register(input: RegisterInput): Promise<User>;
  logout(): Promise<void>;
  dialog: AuthDialog;
  openLogin(): void;
  openRegister(): void;
  closeDialogs(): void;
}

const AuthContext = createContext<AuthState | null>(null);
export const ME_QUERY_KEY = ['me'] as const;

/**
 * The session (docs/product.md, Session and access): a stored token is checked with /api/me on start and dropped if it
 * fails; signing in or registering checks the new token the same way before keeping it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [storedToken, setToken] = useState(readToken);
  // The server renders every page signed out; the session appears once the page is the browser's.
  const token = useHydrated() ? storedToken : null;
  const [error, setError] = useState<ApiError | null>(null);
  const [dialog, setDialog] = useState<AuthDialog>(null);

  const meQuery = useQuery({
    queryKey: [...ME_QUERY_KEY, token],
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      try {
        return await call('me', { signal });
      } catch (err) {
        // A token the server no longer accepts ends the session.
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
          writeToken(null);
          setToken(null);
        }
        throw err;
      }
    },
  });

  const signIn = useCallback(
    async (obtainToken: () => Promise<string>): Promise<User> => {
      setError(null);
      try {
        const newToken = await obtainToken();
        const user = await call('me', { token: newToken });
        writeToken(newToken);
        queryClient.setQueryData([...ME_QUERY_KEY, newToken], user);
        setToken(newToken);
        setDialog(null);
        return user;
      } catch (err) {
        const failure = err instanceof ApiError ? err : new ApiError(0, 'Network error');
        setError(failure);
        throw failure;
      }
    },
    [queryClient],
  );

  const value = useMemo<AuthState>(
    () => ({
      user: token === null ? null : (meQuery.data ?? null),
      isLoading: token !== null && meQuery.isPending,
      error,
      login: (input) => signIn(async () => (await call('login', { body: input })).token),
      register: (input) => signIn(async () => (await call('register', { body: input })).token),
      async logout() {
        await call('logout').catch(() => undefined);
        writeToken(null);
        setToken(null);
        queryClient.removeQueries({ queryKey: ME_QUERY_KEY });
        queryClient.removeQueries({ queryKey: FAVORITES_KEY });
      },
      dialog,
      openLogin: () => {
        setError(null);
        setDialog('login');
      },
      openRegister: () => {
        setError(null);
        setDialog('register');
      },
      closeDialogs: () => setDialog(null),
    }),
    [token, meQuery.data, meQuery.isPending, error, dialog, signIn, queryClient],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
