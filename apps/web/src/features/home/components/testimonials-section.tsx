import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { TESTIMONIAL_INTERVAL_MS } from '@nivaas/shared/constants';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { initials, nextSlide, previousSlide, TESTIMONIALS } from '../lib/testimonials';

const STATS = [
  { value: '500+', label: 'Five-star reviews' },
  { value: '98%', label: 'Satisfaction' },
  { value: '10K+', label: 'Happy clients' },
  { value: '24/7', label: 'Support' },
];

/**
 * Five sample testimonials advancing every 5 s (spec §2, §9), with previous/next and dots. It
 * stops while the pointer or focus is on it, and never moves by itself for reduced motion.
 */
const count = TESTIMONIALS.length;

export function TestimonialsSection() {
  const [index, setIndex] = useState(0);
  const [isPaused, setPaused] = useState(false);
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const isRotating = !isPaused && !prefersReducedMotion;

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(() => setIndex((i) => nextSlide(i, count)), TESTIMONIAL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isRotating]);

  const current = TESTIMONIALS[index] ?? TESTIMONIALS[0];
  if (!current) return null;

  return (
    <Box
      component="section"
      aria-labelledby="testimonials-heading"
      sx={{ bgcolor: 'grey.50', py: { xs: 6, md: 8 } }}
    >
      <Container maxWidth="lg">
        <Typography
          id="testimonials-heading"
          variant="h2"
          sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, textAlign: 'center' }}
        >
          What our customers say
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 0.5, mb: 4 }}>
          Buyers, tenants and owners who found their place through Nivaas.
        </Typography>

        <Box
          aria-roledescription="carousel"
          aria-label="Testimonials"
          role="region"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          sx={{ maxWidth: 760, mx: 'auto' }}
        >
          <Paper
            variant="outlined"
            aria-roledescription="slide"
            role="group"
            aria-label={`${index + 1} of ${count}`}
            sx={{ p: { xs: 3, md: 5 }, borderRadius: 3, minHeight: { md: 260 } }}
          >
            <FormatQuote sx={{ fontSize: 40, color: 'secondary.main' }} aria-hidden />
            <Box aria-live={isRotating ? 'off' : 'polite'}>
              <Box
                sx={{ display: 'flex', color: 'secondary.main', mb: 1 }}
                role="img"
                aria-label={`Rated ${current.rating} out of 5`}
              >
                {[1, 2, 3, 4, 5].map((n) =>
                  n <= current.rating ? (
                    <Star key={n} fontSize="small" />
                  ) : (
                    <StarBorder key={n} fontSize="small" />
                  ),
                )}
              </Box>
              <Typography
                component="blockquote"
                sx={{ m: 0, typography: { xs: 'body1', md: 'h4' }, fontWeight: { md: 400 } }}
              >
                {current.content}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }}>
                <Avatar src={current.image} alt="" sx={{ bgcolor: 'primary.main' }}>
                  {initials(current.name)}
                </Avatar>
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{current.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {current.role}
                  </Typography>
                </Box>
              </Box>
            </Box>
          </Paper>

          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, mt: 2 }}>
            <IconButton
              aria-label="Previous testimonial"
              onClick={() => setIndex((i) => previousSlide(i, count))}
              sx={{ width: 44, height: 44 }}
            >
              <ChevronLeft />
            </IconButton>
            {TESTIMONIALS.map((t, i) => (
              <Box
                key={t.name}
                component="button"
                type="button"
                aria-label={`Show testimonial ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                sx={{
                  width: 44,
                  height: 44,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  '&::after': {
                    content: '""',
                    width: i === index ? 24 : 10,
                    height: 10,
                    borderRadius: 999,
                    bgcolor: i === index ? 'primary.main' : 'grey.400',
                    transition: 'width 200ms ease-out',
                  },
                  '&:focus-visible': {
                    outline: 2,
                    outlineColor: 'primary.main',
                    outlineStyle: 'solid',
                    borderRadius: 1,
                  },
                }}
              />
            ))}
            <IconButton
              aria-label="Next testimonial"
              onClick={() => setIndex((i) => nextSlide(i, count))}
              sx={{ width: 44, height: 44 }}
            >
              <ChevronRight />
            </IconButton>
          </Box>
        </Box>

        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
            gap: 3,
            mt: 6,
            mb: 0,
            textAlign: 'center',
          }}
        >
          {STATS.map((s) => (
            <Box key={s.label} sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" color="text.secondary">
                {s.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, typography: 'h2', color: 'primary.main' }}>
                {s.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ textAlign: 'center', mt: 4 }}>
          <Button
            component={RouterLink}
            to={paths.contact}
            variant="outlined"
            size="large"
            sx={{ minHeight: 48 }}
          >
            Write a Review
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
