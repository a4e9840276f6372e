import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Star from '@mui/icons-material/Star';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCities } from '../../../lib/locations/get-cities';
import {
  defaultCity,
  filterCities,
  HOME_TABS,
  homePrefill,
  homeSearchUrl,
  searchPlaceholder,
  type THomeTab,
} from '../lib/home-search';
import { HomeTopBar } from './home-top-bar';
import { LocalityChips } from './locality-chips';
import { Skyline } from './skyline';

/** Spec §9: the city dropdown is about 200 px tall at most. */
const CITY_LIST_MAX_HEIGHT = 200;

/**
 * The hero (spec §2 'Home page'): the page's own top bar, the search with its city dropdown and
 * ALL/BUY/RENT/COMMERCIAL tabs, the popular localities of the chosen city and the rating.
 */
export function HeroSection() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const citiesQuery = useCities();
  const cities = useMemo(
    () => (citiesQuery.data ?? []).map((c) => c.city).sort((a, b) => a.localeCompare(b, 'en-IN')),
    [citiesQuery.data],
  );

  const [prefill] = useState(() => homePrefill(params, []));
  const [tab, setTab] = useState<THomeTab>(prefill.tab);
  const [search, setSearch] = useState(prefill.search);
  // undefined: not chosen yet (the default or the query's city applies once cities arrive); '' : cleared.
  const [chosenCity, setChosenCity] = useState<string | undefined>(undefined);
  const city = chosenCity ?? homePrefill(params, cities).city ?? defaultCity(cities);
  const localities = citiesQuery.data?.find((c) => c.city === city)?.localities ?? [];

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const url = homeSearchUrl({ search, city, tab });
    if (url) navigate(url);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: 'primary.contrastText',
        background: (t) =>
          `linear-gradient(160deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 70%)`,
        pb: { xs: 8, md: 12 },
      }}
    >
      <HomeTopBar />
      <Container maxWidth="lg" sx={{ position: 'relative', zIndex: 1, pt: { xs: 3, md: 8 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, maxWidth: 720 }}>
          Homes across India, at honest prices
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 4, maxWidth: 620, opacity: 0.9 }}>
          Buy, rent or find a plot with real photos, prices in rupees and agents you can verify.
        </Typography>

        <Paper
          component="form"
          role="search"
          aria-label="Search properties"
          onSubmit={onSubmit}
          elevation={8}
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, color: 'text.primary', maxWidth: 960 }}
        >
          <Tabs
            value={tab}
            onChange={(_e, value: THomeTab) => setTab(value)}
            aria-label="Property type"
            variant="scrollable"
            scrollButtons={false}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {HOME_TABS.map((t) => (
              <Tab
                key={t}
                value={t}
                label={t}
                sx={{
                  minHeight: 44,
                  fontWeight: 700,
                  px: { xs: 1.5, sm: 3 },
                  minWidth: 0,
                  letterSpacing: '0.04em',
                }}
              />
            ))}
          </Tabs>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 1.5 }}>
            <Autocomplete
              options={cities}
              value={city || null}
              onChange={(_e, value) => setChosenCity(value ?? '')}
              filterOptions={(options, state) => filterCities(options, state.inputValue)}
              noOptionsText="No cities found"
              loading={citiesQuery.isPending}
              loadingText="Loading cities…"
              autoHighlight
              sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}
              slotProps={{ listbox: { style: { maxHeight: CITY_LIST_MAX_HEIGHT } } }}
              renderInput={(inputProps) => (
                <TextField
                  {...inputProps}
                  placeholder="Select city"
                  slotProps={{
                    inputLabel: inputProps.InputLabelProps,
                    htmlInput: { ...inputProps.inputProps, 'aria-label': 'City' },
                    input: {
                      ...inputProps.InputProps,
                      startAdornment: (
                        <InputAdornment position="start">
                          <PlaceOutlined color="primary" />
                        </InputAdornment>
                      ),
                    },
                  }}
                />
              )}
            />
            <TextField
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder={searchPlaceholder(city)}
              type="search"
              slotProps={{
                htmlInput: { 'aria-label': 'Search properties', enterKeyHint: 'search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              sx={{ px: 4, minHeight: 56, flexShrink: 0 }}
              startIcon={<SearchIcon />}
            >
              Search
            </Button>
          </Box>
          <LocalityChips city={city} localities={localities} tab={tab} />
        </Paper>

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 3 }}>
          <Typography component="span" sx={{ typography: 'h2', lineHeight: 1 }}>
            4.9
          </Typography>
          <Box>
            <Box sx={{ display: 'flex', color: 'secondary.main' }} role="img" aria-label="Rated 4.9 out of 5">
              {[0, 1, 2, 3, 4].map((i) => (
                <Star key={i} fontSize="small" />
              ))}
            </Box>
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              from 6,900+ customers
            </Typography>
          </Box>
        </Box>
      </Container>
      <Skyline />
    </Box>
  );
}
