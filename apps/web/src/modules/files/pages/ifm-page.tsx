import { Navigate } from 'react-router';
import { filesPaths } from '../paths';

/** The spec's short path opens the manager (one screen, one address to share). */
export default function IfmPage() {
  return <Navigate to={filesPaths.manager()} replace />;
}
