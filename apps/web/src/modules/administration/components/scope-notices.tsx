import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { type extraScopes, type missingNeeds, scopeList } from '../lib/scope-selection';
import { mono } from './scope-tree';

/**
 * The scopes a role grants without what their screens need, each with what it lacks (and whether the
 * signed-in user could grant that), and a button that adds what may be added.
 */
export function MissingNeedsAlert({
  missing,
  grantable,
  onAdd,
  readOnly,
}: {
  missing: ReturnType<typeof missingNeeds>;
  grantable: (scope: string) => boolean;
  /** Adds what is missing; absent when nothing may be added. */
  onAdd?: () => void;
  readOnly: boolean;
}) {
  if (missing.length === 0) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 1.5 }}
      data-testid="scope-needs-missing"
      action={
        onAdd ? (
          <Button color="inherit" size="small" onClick={onAdd}>
            Add what they need
          </Button>
        ) : undefined
      }
    >
      Some scopes lack what their screens need, so their holders will meet calls they may not make:
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {missing.map(({ scope, missing: needs }) => (
          <li key={scope}>
            {scopeList([scope])} needs {scopeList(needs)}
            {needs.some((need) => !grantable(need)) && !readOnly
              ? ` (you do not hold ${scopeList(needs.filter((need) => !grantable(need)))}, so you cannot grant it)`
              : ''}
            .
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** Wildcards the role holds (with how many scopes each grants) and scopes no catalogue lists, as chips. */
export function ExtraScopeChips({
  extras,
  onRemove,
}: {
  extras: ReturnType<typeof extraScopes>;
  /** Takes one away; absent when the role is read-only. */
  onRemove?: (scope: string) => void;
}) {
  if (extras.wildcards.length + extras.unknown.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5, alignItems: 'center' }}>
      {extras.wildcards.map(({ scope, grants }) => (
        <Tooltip key={scope} title={`Grants ${grants} scope${grants === 1 ? '' : 's'}, and any added later`}>
          <Chip
            size="small"
            color="accent"
            variant="outlined"
            label={<Box component="span" sx={mono}>{`${scope} · ${grants}`}</Box>}
            onDelete={onRemove ? () => onRemove(scope) : undefined}
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
            onDelete={onRemove ? () => onRemove(scope) : undefined}
          />
        </Tooltip>
      ))}
    </Box>
  );
}
