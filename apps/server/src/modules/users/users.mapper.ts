import type { AdminUser, User } from '@riftscope/contracts';
import { storageUrl } from '../uploads/storage.ts';
import type { UserRow } from './users.repository.ts';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    plan: row.plan,
    avatar: row.avatar ? storageUrl('avatars', row.avatar) : null,
    language: row.language,
  };
}

export function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toUser(row),
    is_blocked: row.isBlocked ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}
