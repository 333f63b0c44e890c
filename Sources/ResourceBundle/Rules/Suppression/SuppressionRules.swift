/// Findings about the inline suppressions themselves (`<!-- idv-res-disable ... -->`).
public enum SuppressionRules {}
