// /dossiers/review-categories (spec §2 "Dossiers"): the categories QC comments are filed under, and a new one.

import { createReviewCategory } from '@backoffice/contract/modules/dossier';
import Add from '@mui/icons-material/Add';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { FlashAlert, useFlash } from '../../../ui/flash';
import { ListTable } from '../../../ui/list-table';
import { PageHeader } from '../../../ui/page-header';
import { useReviewCategories } from '../api/comments';
import { ReviewCategoryDialog } from '../components/review-category-dialog';
import { dossierPaths } from '../paths';

export default function ReviewCategoriesPage() {
  const { data, error, isPending } = useReviewCategories();
  const canCreate = useCanCall(createReviewCategory);
  const [creating, setCreating] = useState(false);
  const [flash, setFlash] = useFlash();
  return (
    <>
      <PageHeader
        title="Review categories"
        subtitle="What QC comments in agents' dossiers are filed under."
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {/* The rest of the dossiers' vocabulary, read with the same scope. */}
            <Button component={Link} to={dossierPaths.feedbackCategories()}>
              Feedback categories
            </Button>
            <Button component={Link} to={dossierPaths.feedbackTypes()}>
              Feedback types
            </Button>
            {canCreate ? (
              <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
                New review category
              </Button>
            ) : null}
          </Stack>
        }
      />
      <FlashAlert flash={flash} onClose={() => setFlash(null)} />
      <ListTable
        label="Review categories"
        head={<TableCell>Name</TableCell>}
        columns={1}
        items={data}
        pending={isPending}
        error={error}
        count={data ? `${data.length} categor${data.length === 1 ? 'y' : 'ies'}` : null}
        empty={{ icon: <CategoryOutlined />, title: 'No review categories yet' }}
      >
        {(category) => (
          <TableRow key={category.id}>
            <TableCell>{category.name}</TableCell>
          </TableRow>
        )}
      </ListTable>
      {creating ? (
        <ReviewCategoryDialog
          onClose={(created) => {
            setCreating(false);
            if (created) setFlash({ severity: 'success', title: `Review category "${created.name}" created` });
          }}
        />
      ) : null}
    </>
  );
}
