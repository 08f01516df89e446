// The `team_members` widget chunk (ARCHITECTURE §3.1a): a business's team as cards or a list, in the
// placeholder. Sizes are CSS's (each photo's box is a fixed square), so the server-rendered first height
// is the final one at any width.
import { teamMembersDefaults, type TeamMembersData } from '../../../shared/widgets/team-members';
import type { WidgetModule } from '../types';
import { TeamMembers } from './TeamMembers';

const module: WidgetModule<TeamMembersData> = { defaults: teamMembersDefaults, Widget: TeamMembers, fluidSsr: true };
export default module;
