import { useParams } from 'react-router';
import { AgentProfile } from '../components/agent-profile';

/** An agent's profile (spec §2 /dossiers/{userId}); the server decides who reads it (one's own, or dossier:user:read). */
export default function AgentPage() {
  return <AgentProfile userId={Number(useParams().userId)} />;
}
