/// Finds the `↓` marks in an example's text and removes them.
public enum ExampleMarkers {
    public static let marker: Character = "↓"

    /// The text without marks, and the 1-based line and UTF-8 column of the character after
    /// each mark.
    public static func strip(_ text: String) -> (text: String, marks: [(line: Int, column: Int)]) {
        var output = ""
        var marks: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        for character in text {
            if character == marker {
                marks.append((line, column))
                continue
            }
            output.append(character)
            if character == "\n" || character == "\r\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return (output, marks)
    }
}
