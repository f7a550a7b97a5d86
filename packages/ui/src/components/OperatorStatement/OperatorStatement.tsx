import { Trans, useLingui } from '@lingui/react/macro';
import { type SiteOperator, site } from '@rv/catalogue';
import { usePageLocale } from '../../i18n/useFormats';
import * as styles from './OperatorStatement.css';

type OperatorStatementProps = {
  /** site.yaml's `operator` (the footer's and About's stories pass a named one). */
  operator?: SiteOperator;
  productName?: string;
  operatorLocation?: string;
};

/**
 * Who runs the site, who pays for it and whether it is nonpartisan, in the operator's own words
 * from site.yaml (docs/decisions/0068-the-operator-is-named.md). While site.yaml holds the demo
 * operator, a notice says so first, in words a voter understands.
 */
export function OperatorStatement({
  operator = site.operator,
  productName = site.productName,
  operatorLocation = site.operatorLocation,
}: OperatorStatementProps) {
  const locale = usePageLocale();
  const { t } = useLingui();
  const { name } = operator;
  const funding = operator.funding[locale];
  const statement = operator.nonpartisan[locale];
  return (
    <div className={styles.stack}>
      {operator.demo ? (
        <p className={styles.demo}>
          <strong>
            <Trans>This is a demonstration copy of {productName}.</Trans>
          </strong>
          {/* One string with its space, as the prerendered HTML has it: one text node. */}
          {` ${t`The organization that runs it has not been named yet, so the name, funding and statement below are placeholders.`}`}
        </p>
      ) : null}
      <p>
        <Trans>
          {productName} is run by <strong>{name}</strong>, from {operatorLocation}.
        </Trans>
      </p>
      <p>
        <Trans comment="{funding} is the operator's own sentence about who pays for the site">
          Funding: {funding}
        </Trans>
      </p>
      <p>
        <Trans comment="{statement} is the operator's own sentence about being nonpartisan">
          Nonpartisan: {statement}
        </Trans>
      </p>
    </div>
  );
}
