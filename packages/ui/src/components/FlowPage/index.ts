export { BACK_LABEL, BackLink } from './BackLink';
export { FlowPage, flowStyles } from './FlowPage';
