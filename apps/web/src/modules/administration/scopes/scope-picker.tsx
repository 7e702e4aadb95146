import ExpandMore from '@mui/icons-material/ExpandMore';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  buildScopeTree,
  checkState,
  extraScopes,
  filterScopeTree,
  grantedCount,
  grantedTotal,
  grantingWildcard,
  hasOnlyLeaves,
  type ScopeNode,
  toggleNode,
} from './scope-selection';

interface Props {
  catalogue: readonly string[] | undefined;
  value: readonly string[];
  onChange: (scopes: string[]) => void;
  readOnly?: boolean;
  error?: string;
  /** May the signed-in user grant this scope (it holds one covering it)? Others cannot be ticked. */
  grantable?: (scope: string) => boolean;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12 } as const;

interface NodeProps {
  node: ScopeNode;
  selected: readonly string[];
  readOnly: boolean;
  toggle: (node: ScopeNode) => void;
  grantable: (scope: string) => boolean;
}

/** What a scope's module says about it, shown when the pointer or the focus rests on its checkbox. */
function ScopeAbout({ node, note }: { node: ScopeNode; note: string | null }) {
  return (
    <Box sx={{ py: 0.25 }}>
      <Box sx={{ fontWeight: 600 }}>{node.title}</Box>
      {node.description ? <Box>{node.description}</Box> : null}
      <Box sx={{ ...mono, fontSize: 11, opacity: 0.8, mt: 0.5 }}>{node.key}</Box>
      {note ? <Box sx={{ mt: 0.5, fontStyle: 'italic' }}>{note}</Box> : null}
    </Box>
  );
}

/**
 * A tri-state checkbox for a node; its accessible name is the scope path. A scope's checkbox tells
 * its declared label and description in a tooltip.
 */
function NodeCheckbox({ node, selected, readOnly, toggle, label, grantable }: NodeProps & { label: string }) {
  const state = checkState(node, selected);
  const isScope = node.children.length === 0;
  const wildcard = isScope ? grantingWildcard(node.key, selected) : null;
  // Nothing here the user holds: it cannot grant it (the server would refuse).
  const notMine = state === 'unchecked' && !node.scopes.some(grantable);
  const control = (
    <FormControlLabel
      sx={{ mr: 1.5, ml: -0.75, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
      disabled={readOnly || notMine}
      control={
        <Checkbox
          size="small"
          checked={state === 'checked'}
          indeterminate={state === 'indeterminate'}
          onChange={() => toggle(node)}
          slotProps={{ input: { 'aria-label': isScope ? node.key : `All of ${node.key}` } }}
          sx={{ py: 0.5 }}
        />
      }
      label={label}
    />
  );
  const note = wildcard
    ? `Granted by ${wildcard}`
    : notMine
      ? isScope
        ? 'You do not hold this scope, so you cannot grant it'
        : 'You hold none of these scopes, so you cannot grant them'
      : null;
  if (!isScope && !note) return control;
  return (
    <Tooltip title={isScope ? <ScopeAbout node={node} note={note} /> : note} placement="top" enterDelay={300}>
      <span>{control}</span>
    </Tooltip>
  );
}

/** A child of a group: one line with its own checkbox and its leaves beside it, or nested deeper. */
function ChildRow(props: NodeProps & { depth: number }) {
  const { node, depth } = props;
  if (node.children.length === 0) {
    return (
      <Box sx={{ pl: depth * 2 }}>
        <NodeCheckbox {...props} label={node.title} />
      </Box>
    );
  }
  if (hasOnlyLeaves(node)) {
    return (
      <Box
        sx={{
          pl: depth * 2,
          display: 'flex',
          alignItems: 'center',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
          columnGap: 1,
        }}
      >
        <Box sx={{ width: { xs: '100%', sm: 190 }, flexShrink: 0 }}>
          <NodeCheckbox {...props} label={node.title} />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', pl: { xs: 3, sm: 0 } }}>
          {node.children.map((leaf) => (
            <NodeCheckbox key={leaf.key} {...props} node={leaf} label={leaf.label} />
          ))}
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ pl: depth * 2 }}>
      <NodeCheckbox {...props} label={node.title} />
      {node.children.map((child) => (
        <ChildRow key={child.key} {...props} node={child} depth={1} />
      ))}
    </Box>
  );
}

function Group(props: NodeProps & { expanded: boolean; onExpand: () => void }) {
  const { node, selected, expanded, onExpand } = props;
  const granted = grantedCount(node, selected);
  const bodyId = `scope-group-${node.key}`;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 'none' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: 1, pr: 1.5, py: 0.25, gap: 0.5 }}>
        {node.children.length > 0 ? (
          <IconButton
            size="small"
            onClick={onExpand}
            aria-expanded={expanded}
            aria-controls={bodyId}
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${node.key}`}
          >
            <ExpandMore
              fontSize="small"
              sx={{ transform: expanded ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms' }}
            />
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <NodeCheckbox {...props} label={node.title} />
        {/* The service's key beside its name: scopes are written with it (`users:roles:read`). */}
        <Box component="span" sx={{ ...mono, fontSize: 11, color: 'text.secondary' }}>
          {node.key}
        </Box>
        <Box sx={{ flex: 1 }} />
        <Typography
          variant="caption"
          sx={{ color: granted ? 'primary.main' : 'text.secondary', fontWeight: granted ? 600 : 400 }}
        >
          {granted} / {node.scopes.length}
        </Typography>
      </Box>
      {node.children.length > 0 ? (
        <Collapse in={expanded} timeout={150} unmountOnExit>
          <Box id={bodyId} sx={{ pl: 6, pr: 2, pb: 1.25, display: 'grid', rowGap: 0.25 }}>
            {node.children.map((child) => (
              <ChildRow key={child.key} {...props} node={child} depth={0} />
            ))}
          </Box>
        </Collapse>
      ) : null}
    </Box>
  );
}

/**
 * The role's scopes as the catalogue's tree (group → child → leaf) with tri-state checkboxes and a
 * search box. Wildcards the role holds show as chips; the leaves they grant show as checked.
 */
export function ScopePicker({ catalogue, value, onChange, readOnly = false, error, grantable = () => true }: Props) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const tree = useMemo(() => buildScopeTree(catalogue ?? []), [catalogue]);
  const shown = useMemo(() => filterScopeTree(tree, search), [tree, search]);
  const searching = search.trim() !== '';

  if (!catalogue) {
    return (
      <Box aria-busy="true">
        <Skeleton variant="rounded" height={40} sx={{ mb: 1.5 }} />
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} variant="text" height={36} />
        ))}
      </Box>
    );
  }

  const extras = extraScopes(value, catalogue);
  // A group's checkbox acts on the scopes of it the user may grant.
  const toggle = (node: ScopeNode) => {
    const scopes = node.scopes.filter(grantable);
    if (scopes.length) onChange(toggleNode({ scopes }, value, catalogue));
  };
  const remove = (scope: string) => onChange(value.filter((s) => s !== scope));
  const allExpanded = tree.every((n) => expanded.has(n.key));

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
        <TextField
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            // Enter here must not submit the role form.
            if (event.key === 'Enter') event.preventDefault();
            if (event.key === 'Escape') setSearch('');
          }}
          placeholder="Filter scopes, e.g. users or read"
          fullWidth={false}
          sx={{ flex: '1 1 260px', maxWidth: 380 }}
          slotProps={{
            htmlInput: { 'aria-label': 'Filter scopes' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} data-testid="scope-count">
          <strong>{grantedTotal(value, catalogue)}</strong> of {catalogue.length} scopes granted
        </Typography>
        {searching ? null : (
          <Button
            size="small"
            color="inherit"
            onClick={() => setExpanded(allExpanded ? new Set() : new Set(tree.map((n) => n.key)))}
          >
            {allExpanded ? 'Collapse all' : 'Expand all'}
          </Button>
        )}
      </Box>

      {error ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {error}
        </Alert>
      ) : null}

      {extras.wildcards.length + extras.unknown.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5, alignItems: 'center' }}>
          {extras.wildcards.map(({ scope, grants }) => (
            <Tooltip key={scope} title={`Grants ${grants} scope${grants === 1 ? '' : 's'}, and any added later`}>
              <Chip
                size="small"
                color="accent"
                variant="outlined"
                label={<Box component="span" sx={mono}>{`${scope} · ${grants}`}</Box>}
                onDelete={readOnly ? undefined : () => remove(scope)}
              />
            </Tooltip>
          ))}
          {extras.unknown.map((scope) => (
            <Tooltip key={scope} title="Not in the scope catalogue: it grants nothing. Sync scopes or remove it.">
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                label={
                  <Box component="span" sx={mono}>
                    {scope}
                  </Box>
                }
                onDelete={readOnly ? undefined : () => remove(scope)}
              />
            </Tooltip>
          ))}
        </Box>
      ) : null}

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {catalogue.length === 0 ? 'The scope catalogue is empty. Sync scopes to fill it.' : 'No scope matches.'}
          </Typography>
        ) : (
          shown.map((group) => (
            <Group
              key={group.key}
              node={group}
              selected={value}
              readOnly={readOnly}
              toggle={toggle}
              grantable={grantable}
              expanded={searching || expanded.has(group.key)}
              onExpand={() =>
                setExpanded((prev) => {
                  const next = new Set(prev);
                  if (next.has(group.key)) next.delete(group.key);
                  else next.add(group.key);
                  return next;
                })
              }
            />
          ))
        )}
      </Paper>
    </Box>
  );
}
