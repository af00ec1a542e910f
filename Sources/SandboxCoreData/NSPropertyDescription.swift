import Foundation

/// What attributes and relationships share: a name and whether a saved object may leave it empty.
open class NSPropertyDescription: NSObject {
    open var name: String = ""
    open var isOptional: Bool = true
    open var isTransient: Bool = false
    open internal(set) weak var entity: NSEntityDescription!
    open var userInfo: [AnyHashable: Any]? = nil

    public override init() { super.init() }
}
