import { ComingSoon } from '../../app/coming-soon.tsx';

export function ProfileLayout() {
  return <ComingSoon page="profile" isNoIndex />;
}
