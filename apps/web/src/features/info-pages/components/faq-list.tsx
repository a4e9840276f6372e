import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

export type TFaq = { question: string; answer: ReactNode };

/** Questions as accordions; several may be open at once. */
export function FaqList({ items }: { items: readonly TFaq[] }) {
  const baseId = useId();
  return (
    <Box>
      {items.map((item, index) => (
        <Accordion
          key={item.question}
          disableGutters
          elevation={0}
          sx={{
            border: 1,
            borderColor: 'divider',
            '&:not(:last-of-type)': { borderBottom: 0 },
            '&::before': { display: 'none' },
          }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`${baseId}-q${index}`}
            aria-controls={`${baseId}-a${index}`}
            sx={{ minHeight: 56 }}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${baseId}-a${index}`} sx={{ color: 'text.secondary', '& p': { mt: 0 } }}>
            {typeof item.answer === 'string' ? <Typography>{item.answer}</Typography> : item.answer}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
