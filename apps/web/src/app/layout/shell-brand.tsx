import Typography from '@mui/material/Typography';
import { BrandMark } from '../../ui/brand-mark';
import { PRODUCT_NAME } from '../constants';

/** The app bar's mark and the product's name (hidden on phones), in the live shell and its first frame alike. */
export function ShellBrand() {
  return (
    <>
      <BrandMark />
      <Typography
        variant="subtitle1"
        component="div"
        sx={{ fontWeight: 700, letterSpacing: '-0.01em', display: { xs: 'none', sm: 'block' } }}
        noWrap
      >
        {PRODUCT_NAME}
      </Typography>
    </>
  );
}
