/// widget.xml against the rest of the bundle.
public enum ViewsReferenceRules {}
