/// `--format` of the commands that print a listing (`rules`, `ls`): a table, or JSON.
enum ListingFormat: String, CaseIterable, ChoiceValue {
    case text, json
}
