import Diagnostics
import Foundation
import ModelsXML

public enum SuppressionRules {

}
