// The pickers of users, roles and departments, for any module's forms and filters
// (docs/architecture.md "Lookups"): `<UserPicker label="User" value={id} onChange={(id) => …} />`.
import { LookupField, type PickerProps } from './lookup-field';
import { departmentLookup, roleLookup, userLookup } from './lookups';

export type { PickerProps } from './lookup-field';
export type { LookupOption } from './lookups';

/** A user, searched by name, username and email (needs users:users:read). */
export function UserPicker(props: PickerProps) {
  return <LookupField lookup={userLookup} {...props} />;
}

/** A role, searched by name, shown with its department (needs users:roles:read). */
export function RolePicker(props: PickerProps) {
  return <LookupField lookup={roleLookup} {...props} />;
}

/** A department, searched by name (needs users:departments:read). */
export function DepartmentPicker(props: PickerProps) {
  return <LookupField lookup={departmentLookup} {...props} />;
}
