import { ComingSoon } from '../../app/coming-soon.tsx';

export function AdminLayout() {
  return <ComingSoon page="admin" isNoIndex />;
}
