import AddHomeOutlined from '@mui/icons-material/AddHomeOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { paths } from '../../../config/paths';
import { useAgentProperties } from '../api/get-agent-properties';
import { PropertyGrid, PropertyGridSkeleton } from './property-grid';

/** 'Your Properties' (spec §2, agents): every listing of the agent, sold and rented too, with Edit links. */
const PAGE = 12;

export function AgentProperties({ agentId }: { agentId: string }) {
  const query = useAgentProperties(agentId);
  const [shown, setShown] = useState(PAGE);
  const count = query.data?.length;
  return (
    <Box component="section" aria-labelledby="your-properties-title" sx={{ mt: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography
          id="your-properties-title"
          variant="h3"
          component="h2"
          sx={{ flex: '1 1 220px', fontSize: { xs: 20, sm: 24 } }}
        >
          Your Properties{typeof count === 'number' ? ` (${count})` : ''}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.addProperty}
          variant="outlined"
          startIcon={<AddHomeOutlined />}
        >
          Add Property
        </Button>
      </Box>
      {query.isPending ? (
        <PropertyGridSkeleton />
      ) : query.isError ? (
        <ErrorState
          title="Could not load your properties"
          message={query.error.message}
          onRetry={() => query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState
          title="You have not listed any properties yet"
          message="List a home, plot or office and it will show up here."
          actions={
            <Button component={RouterLink} to={paths.addProperty} variant="contained">
              Add Property
            </Button>
          }
        />
      ) : (
        <>
          <PropertyGrid
            properties={query.data.slice(0, shown)}
            label="Your properties"
            footer={(p) => (
              <Button
                component={RouterLink}
                to={paths.editProperty(p._id)}
                variant="outlined"
                startIcon={<EditOutlined />}
                aria-label={`Edit ${p.title?.trim() || 'property'}`}
                sx={{ minHeight: 44 }}
              >
                Edit
              </Button>
            )}
          />
          {query.data.length > shown && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => setShown((n) => n + PAGE)} sx={{ minHeight: 44 }}>
                Show more ({query.data.length - shown} left)
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
