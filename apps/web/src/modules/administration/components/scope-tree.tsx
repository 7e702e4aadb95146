import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { monoFont } from '../../../ui/monospace';
import { checkState, grantedCount, grantingWildcard, hasOnlyLeaves, type ScopeNode } from '../lib/scope-selection';

export const mono = { ...monoFont, fontSize: 12 } as const;

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
      {node.needs ? <Box sx={{ mt: 0.5 }}>Needs {node.needs.join(', ')}: ticking it ticks them too.</Box> : null}
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

/** A service of the catalogue (`users`, `dns`): its checkbox, its count, and its scopes below when expanded. */
export function ScopeGroup(props: NodeProps & { expanded: boolean; onExpand: () => void }) {
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
