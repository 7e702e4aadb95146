import type { IpSet } from '@backoffice/contract/modules/ipset';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { mono } from '../../../ui/monospace';
import { useAddIps } from '../api/add-ips';
import {
  type AddReport,
  checkBlock,
  contractRejections,
  leftoverText,
  reportFromError,
  reportHeadline,
  splitLines,
} from '../lib/add-report';

function LineItem({
  line,
  input,
  text,
  tone,
}: {
  line: number;
  input: string;
  text: string;
  tone: 'error' | 'warning';
}) {
  const Icon = tone === 'error' ? ErrorOutline : WarningAmberOutlined;
  return (
    <Box
      component="li"
      data-testid={tone === 'error' ? 'rejected-line' : 'warning-line'}
      sx={{ display: 'flex', gap: 1, py: 0.5, alignItems: 'flex-start' }}
    >
      <Icon fontSize="small" color={tone} sx={{ mt: 0.125 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" component="div">
          <Box component="span" sx={{ fontWeight: 600 }}>
            Line {line}
          </Box>
          {input ? (
            <Box component="span" sx={{ ...mono, ml: 1, wordBreak: 'break-all' }}>
              {input}
            </Box>
          ) : null}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Box>
    </Box>
  );
}

function Report({ report, onClose }: { report: AddReport; onClose: () => void }) {
  const warned = report.added.filter((a) => a.warning);
  const severity =
    report.added.length === 0 ? 'error' : report.rejected.length || warned.length ? 'warning' : 'success';
  return (
    <Alert
      severity={severity}
      icon={severity === 'success' ? <CheckCircleOutlined /> : undefined}
      onClose={onClose}
      data-testid="add-report"
      sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
    >
      <AlertTitle data-testid="add-headline">{reportHeadline(report)}</AlertTitle>
      {report.rejected.length ? (
        <>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            Not saved; the lines are left in the box to fix and add again:
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {report.rejected.map((r) => (
              <LineItem key={`r${r.line}`} line={r.line} input={r.input} text={r.reason} tone="error" />
            ))}
          </Box>
        </>
      ) : null}
      {warned.length ? (
        <>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Saved, but worth a look:
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {warned.map((a) => (
              <LineItem key={`w${a.line}`} line={a.line} input={a.ip} text={a.warning ?? ''} tone="warning" />
            ))}
          </Box>
        </>
      ) : null}
    </Alert>
  );
}

/** Add one entry or paste many, one per line; the server checks each line on its own. */
export function AddEntries({ set, setRef }: { set: IpSet; setRef: string }) {
  const [text, setText] = useState('');
  const [report, setReport] = useState<AddReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddIps();
  const lineCount = text.trim() ? splitLines(text).filter((l) => l.trim()).length : 0;

  const submit = () => {
    const lines = splitLines(text);
    const blockProblem = checkBlock(lines);
    setProblem(blockProblem);
    if (blockProblem) return;
    const tooLong = contractRejections(lines);
    if (tooLong.length) {
      setReport({ added: [], rejected: tooLong });
      return;
    }
    setReport(null);
    add.mutate(
      { params: { set: setRef }, body: { ips: lines } },
      {
        onSuccess: (result) => {
          const next = { added: result.added, rejected: result.rejected };
          setReport(next);
          setText(leftoverText(next));
        },
        onError: (error) => {
          const fromLines = error instanceof ApiRequestError ? reportFromError(lines, error.body) : null;
          if (fromLines) {
            setReport(fromLines);
            setText(leftoverText(fromLines));
          } else setProblem(errorMessage(error));
        },
      },
    );
  };

  const example = set.family === 'inet6' ? '2001:db8::7\n2001:db8:1::/48' : '203.0.113.7\n198.51.100.0/24';
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2">
        Add entries
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        One {set.type === 'hash:ip' ? 'address' : 'address or network'} per line; paste a whole list at once. Each line
        is checked on its own: good lines are saved, bad ones are listed.
      </Typography>
      <TextField
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          }
        }}
        multiline
        minRows={5}
        maxRows={16}
        placeholder={example}
        error={Boolean(problem)}
        helperText={problem ?? (lineCount ? `${lineCount} line${lineCount === 1 ? '' : 's'} · Ctrl+Enter to add` : ' ')}
        slotProps={{ htmlInput: { 'aria-label': 'Entries to add, one per line', spellCheck: false, style: mono } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
        {text ? (
          <Button
            color="inherit"
            onClick={() => {
              setText('');
              setProblem(null);
            }}
            disabled={add.isPending}
          >
            Clear
          </Button>
        ) : null}
        <Button variant="contained" onClick={submit} loading={add.isPending}>
          {lineCount > 1 ? `Add ${lineCount} entries` : 'Add entry'}
        </Button>
      </Box>
      {report ? (
        <Box sx={{ mt: 2 }}>
          <Report report={report} onClose={() => setReport(null)} />
        </Box>
      ) : null}
    </Paper>
  );
}
