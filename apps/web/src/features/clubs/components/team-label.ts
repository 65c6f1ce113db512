import { useTranslation } from 'react-i18next';

interface TeamWithLeague {
  name: string;
  league: { name: string; countryName: string };
}

/** "Team — League (Country)": the team select's options and the club's team line. */
export function useTeamLabel() {
  const { t } = useTranslation();
  return (team: TeamWithLeague) =>
    t('clubs.form.teamOption', {
      team: team.name,
      league: team.league.name,
      country: team.league.countryName,
    });
}
