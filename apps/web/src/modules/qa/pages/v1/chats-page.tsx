// QC v1's chat archive (spec §2 /qc/chats, qa:chat:read): QC v2's archive list, read through v1's
// `chat/reviewed` (the same page of reviews); a row opens QC v1's chat screen.
import { useV1ReviewedChats } from '../../api/v1-chats';
import { qcPaths } from '../../paths';
import { Archive } from '../archive-page';

export default function V1ChatsPage() {
  return <Archive kind="chat" readChats={useV1ReviewedChats} linkTo={(chatId) => qcPaths.chat(chatId)} />;
}
