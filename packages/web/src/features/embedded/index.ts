export { EmbedDashboardModal } from './components/EmbedDashboardModal';
