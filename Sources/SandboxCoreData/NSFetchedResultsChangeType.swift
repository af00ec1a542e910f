/// How an object or a section changed, as a fetched results controller tells its delegate.
public enum NSFetchedResultsChangeType: UInt, Sendable {
    case insert = 1
    case delete = 2
    case move = 3
    case update = 4
}
