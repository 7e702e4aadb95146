import { createUserBody, type User, type UserData, userData } from '@backoffice/contract/modules/administration';

export interface UserFormValues {
  name: string;
  username: string;
  email: string;
  password: string;
  roleId: number | null;
  departmentId: number | null;
  isAdmin: boolean;
}

export const USER_FIELDS = ['name', 'username', 'email', 'password', 'roleId', 'departmentId', 'isAdmin'] as const;

// The contract's schemas validate the form: the browser and the server reject the same input in the same words.
export const userFormSchema = (editing: boolean) => (editing ? userData : createUserBody);
/** On edit an empty password means "keep the current one". */
export const editUserValues = (values: UserFormValues) => ({ ...values, password: values.password || undefined });

export function userFormValues(user: User | undefined): UserFormValues {
  return {
    name: user?.name ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    password: '',
    roleId: user?.roleId ?? null,
    departmentId: user?.departmentId ?? null,
    isAdmin: user?.isAdmin ?? false,
  };
}

/** Only what changed goes to the server (PATCH /auth/users/{id} body userData). */
export function userChanges(before: UserFormValues, after: UserFormValues): UserData {
  const data: UserData = {};
  if (after.name !== before.name) data.name = after.name;
  if (after.username !== before.username) data.username = after.username;
  if (after.email !== before.email) data.email = after.email;
  if (after.password) data.password = after.password;
  if (after.roleId !== before.roleId) data.roleId = after.roleId;
  if (after.departmentId !== before.departmentId) data.departmentId = after.departmentId;
  if (after.isAdmin !== before.isAdmin) data.isAdmin = after.isAdmin;
  return data;
}

export function randomPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_!';
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
