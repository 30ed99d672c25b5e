import { useAuth } from '../../../shared/session/auth-context.tsx';

/** Buttons that open the sign-in and registration dialogs, as the header's do. */
export function Openers() {
  const { openLogin, openRegister } = useAuth();
  return (
    <>
      <button type="button" onClick={openLogin}>
        open login
      </button>
      <button type="button" onClick={openRegister}>
        open register
      </button>
    </>
  );
}
