export { FlowPage, flowStyles } from './FlowPage';
