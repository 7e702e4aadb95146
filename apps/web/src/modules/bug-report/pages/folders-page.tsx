import { useSearchParams } from 'react-router';
import { NotFoundScreen } from '../../../ui/not-found-screen';
import { FoldersList } from '../components/folders-list';
import { useShownKind } from '../components/kind-switch';
import { kindOf } from '../lib/kind';

/** /bug-feature/folders: the folders of one kind (`?kind=feature`). */
export default function FoldersPage() {
  const [params] = useSearchParams();
  const kind = useShownKind(kindOf(params.get('kind')), 'settingsRead');
  if (!kind) {
    return (
      <NotFoundScreen
        title="No folders for you"
        description="The folders are part of the tracker's settings."
        back={{ to: '/', label: 'Home' }}
      />
    );
  }
  return <FoldersList key={kind} kind={kind} />;
}
