// One result of the palette: its icon, its label with the search in bold, and its detail.
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import SubdirectoryArrowLeft from '@mui/icons-material/SubdirectoryArrowLeft';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaletteEntry } from './entries';

interface OptionProps {
  id: string;
  index: number;
  entry: PaletteEntry;
  search: string;
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
}

export function Option({ id, index, entry, search, selected, onHover, onChoose }: OptionProps) {
  const Icon = entry.icon ?? BoltOutlined;
  return (
    // The input keeps the focus (aria-activedescendant); a click chooses, as Enter does.
    <Box
      id={id}
      role="option"
      aria-selected={selected}
      aria-labelledby={`${id}-label`}
      aria-describedby={entry.detail ? `${id}-detail` : undefined}
      data-index={index}
      onMouseMove={selected ? undefined : onHover}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        mx: 1,
        px: 1.5,
        py: 1,
        minHeight: 44,
        borderRadius: 1.5,
        cursor: 'pointer',
        bgcolor: selected ? 'action.selected' : 'transparent',
      }}
    >
      <Icon fontSize="small" color={selected ? 'primary' : 'action'} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography id={`${id}-label`} variant="body2" noWrap sx={{ fontWeight: 500 }}>
          <Highlighted text={entry.label} search={search} />
        </Typography>
        {entry.detail ? (
          <Typography id={`${id}-detail`} variant="caption" color="text.secondary" component="div" noWrap>
            {entry.detail}
          </Typography>
        ) : null}
      </Box>
      {selected ? <SubdirectoryArrowLeft fontSize="small" color="action" aria-hidden /> : null}
    </Box>
  );
}

/** The label with the first place the search occurs in it in bold. */
function Highlighted({ text, search }: { text: string; search: string }) {
  const at = search ? text.toLowerCase().indexOf(search.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <Box component="mark" sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700 }}>
        {text.slice(at, at + search.length)}
      </Box>
      {text.slice(at + search.length)}
    </>
  );
}
