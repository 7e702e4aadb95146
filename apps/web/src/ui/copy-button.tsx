import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { showError } from '../core/dialogs';

/**
 * Copies `text`, the button saying "Copied" for a moment; a browser that refuses says so. For text a
 * screen renders to be used elsewhere (hosting's vhost config, a system user's scripts).
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2_000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      showError('The browser did not let the page copy: select the text and copy it yourself.');
    }
  };
  return (
    <Button
      size="small"
      startIcon={copied ? <CheckOutlined /> : <ContentCopyOutlined />}
      onClick={copy}
      aria-label={copied ? `Copied the ${what}` : `Copy the ${what}`}
    >
      <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
    </Button>
  );
}
