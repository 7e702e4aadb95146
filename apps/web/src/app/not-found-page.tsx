import { NotFoundScreen } from '../ui/not-found-screen';

export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  return (
    <NotFoundScreen
      standalone={standalone}
      title="Page not found"
      description="The page you are looking for does not exist or has moved."
      back={{ to: '/', label: 'Back to home' }}
    />
  );
}
