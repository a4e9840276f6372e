import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { addQuestion, QUESTION_MAX_LENGTH, type THelpQuestion, toQuestionText } from '../lib/help-questions';
import { ContactSupportLink } from './contact-support-link';

const timeFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

/**
 * 'Still have a question?' (admin §2.13): questions are listed here, on this page only; the submit
 * is disabled while the text is blank after trimming.
 */
export function HelpQuestionBox() {
  const [text, setText] = useState('');
  const [questions, setQuestions] = useState<THelpQuestion[]>([]);
  const isBlank = toQuestionText(text) === null;

  return (
    <Box>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (isBlank) return;
          setQuestions((list) => addQuestion(list, text));
          setText('');
        }}
        sx={{ display: 'grid', gap: 2 }}
      >
        <TextField
          label="Your question"
          multiline
          minRows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          helperText={`${text.length}/${QUESTION_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: QUESTION_MAX_LENGTH } }}
        />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <ContactSupportLink />
          <Button type="submit" variant="contained" disabled={isBlank} sx={{ minHeight: 44 }}>
            Submit question
          </Button>
        </Box>
      </Box>
      {questions.length > 0 && (
        <Box sx={{ mt: 3 }} aria-live="polite">
          <Typography variant="h4" component="h3" gutterBottom>
            Your questions
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Listed here on this page only. For an answer from our team, use Contact Support: we reply within
            24 hours.
          </Typography>
          <List>
            {questions.map((q) => (
              <ListItem key={q.id} divider disableGutters>
                <ListItemText primary={q.text} secondary={`Asked at ${timeFormat.format(q.askedAt)}`} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
