CommandLineEntry.main()
