import Foundation

/// One section of a fetched results controller: the value of its section key path and its objects.
public protocol NSFetchedResultsSectionInfo {
    var name: String { get }
    var indexTitle: String? { get }
    var numberOfObjects: Int { get }
    var objects: [Any]? { get }
}

struct FetchedResultsSection: NSFetchedResultsSectionInfo {
    let name: String
    let indexTitle: String?
    var members: [NSManagedObject]
    var numberOfObjects: Int { members.count }
    var objects: [Any]? { members }
}
