import type { Website } from '@backoffice/contract/modules/hosting';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatInstant } from '../../../core/dates';
import { saveTextFile } from '../../../core/download';
import { CopyButton } from '../../../ui/copy-button';
import { ErrorAlert } from '../../../ui/error-alert';
import { monoFont } from '../../../ui/monospace';
import { useWebsiteConfig } from '../api/websites';

function Block({ title, text, filename }: { title: string; text: string; filename?: string }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, mb: 0.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <CopyButton text={text} what={title} />
        {filename ? (
          <Button
            size="small"
            startIcon={<DownloadOutlined />}
            onClick={() => saveTextFile(filename, text)}
            aria-label={`Download the ${title} as ${filename}`}
          >
            Download
          </Button>
        ) : null}
      </Box>
      <Box
        component="pre"
        sx={{
          ...monoFont,
          fontSize: 12.5,
          p: 1.5,
          m: 0,
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'auto',
          maxHeight: 360,
        }}
      >
        {text}
      </Box>
    </>
  );
}

/** The website's nginx server block and PHP-FPM pool as rendered for its server. */
export function ConfigDialog({ website, onClose }: { website: Website | null; onClose: () => void }) {
  const { data, error, isPending } = useWebsiteConfig(
    { params: { id: website?.id ?? 0 } },
    { enabled: website !== null },
  );
  const fileOf = (suffix: string) => (website ? `${website.domain}${suffix}` : undefined);
  return (
    <Dialog open={website !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Configuration of {website?.displayDomain}</DialogTitle>
      <DialogContent>
        {error ? <ErrorAlert error={error} /> : null}
        {isPending ? <LinearProgress /> : null}
        {data ? (
          <>
            <Alert severity={data.certificate ? 'success' : 'info'}>
              {data.certificate
                ? `HTTPS with certificate #${data.certificate.id}, valid until ${formatInstant(data.certificate.notAfter)}.`
                : 'HTTP only: no current certificate covers this domain (SSL certificates → New certificate).'}
            </Alert>
            {/* Files named after the website's (ASCII) domain, as a server's config folders hold them. */}
            <Block title="nginx server block" text={data.nginx} filename={fileOf('.conf')} />
            {data.phpFpm ? <Block title="PHP-FPM pool" text={data.phpFpm} filename={fileOf('.php-fpm.conf')} /> : null}
            {data.packages.length ? (
              <Block title="Packages" text={`apt-get install ${data.packages.join(' ')}`} />
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
