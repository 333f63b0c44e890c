/// Where idv-res lives: the one place links into its documentation are built from (SARIF's
/// `helpUri`). A team hosting its own copy sets `rulesDocumentationURL` in `.idv-res.json`.
public enum ProjectLinks {
    /// The repository idv-res is developed in.
    public static let repositoryURL = "https://github.com/idv-res/idv-res"
    /// The branch whose docs the links name.
    public static let branch = "main"
    /// docs/rules.md in the repository; each rule has an anchor there named by its id.
    public static var rulesDocumentationURL: String { repositoryURL + "/blob/\(branch)/docs/rules.md" }
}
