import { PermissionsScreen } from '../components/permissions-screen';

/** Who could do what at a past instant, replayed from the audit log (issue 35). */
export default function PermissionHistoryPage() {
  return <PermissionsScreen past />;
}
