import Foundation

// UIKit's additions to Foundation's IndexPath (Foundation on Linux has none): a row in a section.
extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The second index (0 when there is none, where UIKit would raise).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { if count > 1 { self[1] = newValue } else { self = IndexPath(row: newValue, section: section) } }
    }

    public var item: Int {
        get { row }
        set { row = newValue }
    }

    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { if count > 0 { self[0] = newValue } else { self = IndexPath(row: 0, section: newValue) } }
    }
}
