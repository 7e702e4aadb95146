import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import {
  addNeeds,
  buildScopeTree,
  extraScopes,
  filterScopeTree,
  grantedTotal,
  missingNeeds,
  type NeedsOutcome,
  type ScopeNode,
  scopeList,
  toggleNode,
} from '../lib/scope-selection';
import { ExtraScopeChips, MissingNeedsAlert } from './scope-notices';
import { ScopeGroup } from './scope-tree';

interface Props {
  catalogue: readonly string[] | undefined;
  value: readonly string[];
  onChange: (scopes: string[]) => void;
  readOnly?: boolean;
  error?: string;
  /** May the signed-in user grant this scope (it holds one covering it)? Others cannot be ticked. */
  grantable?: (scope: string) => boolean;
}

/**
 * The role's scopes as the catalogue's tree (group → child → leaf) with tri-state checkboxes and a
 * search box. Wildcards the role holds show as chips; the leaves they grant show as checked. Ticking
 * a scope ticks what it needs too (its module's `dependsOn`) and says so; a role granting a scope
 * without what it needs is warned about, with a button that adds it.
 */
export function ScopePicker({ catalogue, value, onChange, readOnly = false, error, grantable = () => true }: Props) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  /** What the last tick added besides the ticked scopes. */
  const [told, setTold] = useState<NeedsOutcome['added']>([]);
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
  const missing = missingNeeds(value, catalogue);
  const addable = [...new Set(missing.flatMap((m) => m.missing))].filter(grantable);
  // A change that grants new scopes grants what they need too (what the user may grant).
  const change = (next: string[]) => {
    const outcome = addNeeds(value, next, catalogue, grantable);
    onChange(outcome.scopes);
    setTold(outcome.added);
  };
  // A group's checkbox acts on the scopes of it the user may grant.
  const toggle = (node: ScopeNode) => {
    const scopes = node.scopes.filter(grantable);
    if (scopes.length) change(toggleNode({ scopes }, value, catalogue));
  };
  const remove = (scope: string) => {
    setTold([]);
    onChange(value.filter((s) => s !== scope));
  };
  const addMissing = () => {
    setTold([]);
    onChange([...new Set([...value, ...addable])].sort());
  };
  const neededBy = [...new Set(told.flatMap((t) => t.for))];
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

      {told.length > 0 ? (
        <Alert severity="info" sx={{ mb: 1.5 }} onClose={() => setTold([])} data-testid="scope-needs-added">
          Also ticked {scopeList(told.map((t) => t.scope))}: {scopeList(neededBy)}{' '}
          {neededBy.length === 1 ? 'needs' : 'need'} {told.length === 1 ? 'it' : 'them'}.
        </Alert>
      ) : null}

      <MissingNeedsAlert
        missing={missing}
        grantable={grantable}
        onAdd={readOnly || addable.length === 0 ? undefined : addMissing}
        readOnly={readOnly}
      />
      <ExtraScopeChips extras={extras} onRemove={readOnly ? undefined : remove} />

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {catalogue.length === 0 ? 'The scope catalogue is empty. Sync scopes to fill it.' : 'No scope matches.'}
          </Typography>
        ) : (
          shown.map((group) => (
            <ScopeGroup
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
